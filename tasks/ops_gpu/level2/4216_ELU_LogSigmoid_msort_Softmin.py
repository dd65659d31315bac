"""ELU -> LogSigmoid -> torch.msort -> Softmin: synthesised by warpgym synth (seed 7, index 6621, torch#4, dim 0 x580)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ELU -> LogSigmoid -> torch.msort -> Softmin"""

    def __init__(self):
        super().__init__()
        self.elu_0 = nn.ELU()
        self.logsigmoid_1 = nn.LogSigmoid()
        self.softmin_3 = nn.Softmin()

    def forward(self, x):
        x = self.elu_0(x)
        x = self.logsigmoid_1(x)
        x = torch.msort(x)
        x = self.softmin_3(x)
        return x


def get_inputs():
    return [torch.randn(37120, 1024)]


def get_init_inputs():
    return []
