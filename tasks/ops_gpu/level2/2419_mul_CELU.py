"""torch.mul -> CELU: synthesised by warpgym synth (seed 7, index 3814, torch#2, dim 0 x1657)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mul -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x, x1):
        x = torch.mul(x, x1)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(848384, 256), torch.randn(848384, 256)]


def get_init_inputs():
    return []
