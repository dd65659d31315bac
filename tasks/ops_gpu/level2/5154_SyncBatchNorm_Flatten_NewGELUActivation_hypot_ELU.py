"""SyncBatchNorm -> Flatten -> hf.NewGELUActivation -> torch.hypot -> ELU: synthesised by warpgym synth (seed 9, index 664, transformers#5, dim 0 x1097)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """SyncBatchNorm -> Flatten -> hf.NewGELUActivation -> torch.hypot -> ELU"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_0 = nn.SyncBatchNorm(num_features=16)
        self.flatten_1 = nn.Flatten()
        self.newgeluactivation_2 = NewGELUActivation()
        self.elu_4 = nn.ELU()

    def forward(self, x, x1):
        x = self.syncbatchnorm_0(x)
        x = self.flatten_1(x)
        x = self.newgeluactivation_2(x)
        x = torch.hypot(x, x1)
        x = self.elu_4(x)
        return x


def get_inputs():
    return [torch.randn(4388, 16, 8, 8, 8), torch.randn(4388, 8192)]


def get_init_inputs():
    return []
