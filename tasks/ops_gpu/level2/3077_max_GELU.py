"""torch.max -> GELU: synthesised by warpgym synth (seed 7, index 4866, torch#2, dim 0 x2674)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.max -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x, x1):
        x = torch.max(x, x1)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(684544, 256), torch.randn(684544, 256)]


def get_init_inputs():
    return []
