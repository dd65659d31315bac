"""hf.QuickGELUActivation -> SyncBatchNorm -> torch.exp2: synthesised by warpgym synth (seed 7, index 4060, transformers#3, dim 0 x868)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> SyncBatchNorm -> torch.exp2"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=512)

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = self.syncbatchnorm_1(x)
        x = torch.exp2(x)
        return x


def get_inputs():
    return [torch.randn(222208, 512)]


def get_init_inputs():
    return []
