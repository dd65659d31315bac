"""hf.AccurateGELUActivation -> SyncBatchNorm -> F.local_response_norm: synthesised by warpgym synth (seed 7, index 6932, transformers#3, dim 0 x1083)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation


class Model(nn.Module):
    """hf.AccurateGELUActivation -> SyncBatchNorm -> F.local_response_norm"""

    def __init__(self):
        super().__init__()
        self.accurategeluactivation_0 = AccurateGELUActivation()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=64)

    def forward(self, x):
        x = self.accurategeluactivation_0(x)
        x = self.syncbatchnorm_1(x)
        x = F.local_response_norm(x, size=4)
        return x


def get_inputs():
    return [torch.randn(17328, 64, 128)]


def get_init_inputs():
    return []
