"""torch.logaddexp -> GELU: synthesised by warpgym synth (seed 8, index 171, torch#2, dim 0 x2523)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x, x1):
        x = torch.logaddexp(x, x1)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(645888, 512), torch.randn(645888, 512)]


def get_init_inputs():
    return []
