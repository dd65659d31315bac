"""torch.exp2 -> CELU: synthesised by warpgym synth (seed 7, index 2451, torch#2, dim 0 x3671)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp2 -> CELU"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = torch.exp2(x)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(29368, 64, 16, 16)]


def get_init_inputs():
    return []
