"""torch.sub -> LogSigmoid: synthesised by warpgym synth (seed 7, index 3613, torch#2, dim 0 x2380)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(38080, 32, 16, 16), torch.randn(38080, 32, 16, 16)]


def get_init_inputs():
    return []
