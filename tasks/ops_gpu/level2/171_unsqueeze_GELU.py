"""torch.unsqueeze -> GELU: synthesised by warpgym synth (seed 7, index 260, torch#2, dim 0 x2638)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> GELU"""

    def __init__(self):
        super().__init__()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = self.gelu_1(x)
        return x


def get_inputs():
    return [torch.randn(42208, 32, 256)]


def get_init_inputs():
    return []
