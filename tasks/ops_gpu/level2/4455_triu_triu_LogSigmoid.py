"""torch.triu -> torch.triu -> LogSigmoid: synthesised by warpgym synth (seed 8, index 29, torch#3, dim 0 x1767)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.triu -> torch.triu -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_2 = nn.LogSigmoid()

    def forward(self, x):
        x = torch.triu(x)
        x = torch.triu(x)
        x = self.logsigmoid_2(x)
        return x


def get_inputs():
    return [torch.randn(113088, 1024)]


def get_init_inputs():
    return []
