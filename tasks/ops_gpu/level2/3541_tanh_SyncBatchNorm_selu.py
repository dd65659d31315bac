"""F.tanh -> SyncBatchNorm -> F.selu: synthesised by warpgym synth (seed 7, index 5565, torch#3, dim 0 x15486)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> SyncBatchNorm -> F.selu"""

    def __init__(self):
        super().__init__()
        self.syncbatchnorm_1 = nn.SyncBatchNorm(num_features=16)

    def forward(self, x):
        x = F.tanh(x)
        x = self.syncbatchnorm_1(x)
        x = F.selu(x)
        return x


def get_inputs():
    return [torch.randn(61944, 16, 8, 8, 8)]


def get_init_inputs():
    return []
