"""LogSigmoid -> InstanceNorm1d: synthesised by warpgym synth (seed 7, index 70, torch#2, dim 0 x7950)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.instancenorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2035200, 256)]


def get_init_inputs():
    return []
