"""F.relu6 -> torch.pow -> LogSigmoid: synthesised by warpgym synth (seed 7, index 5474, torch#3, dim 0 x3234)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> torch.pow -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = F.relu6(x)
        x = torch.pow(x, 2.0)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(6468, 8, 8, 16, 16)]


def get_init_inputs():
    return []
