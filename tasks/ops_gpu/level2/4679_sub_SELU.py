"""torch.sub -> SELU: synthesised by warpgym synth (seed 8, index 378, torch#2, dim 0 x4927)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> SELU"""

    def __init__(self):
        super().__init__()
        self.selu_1 = nn.SELU()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.selu_1(x)
        return x


def get_inputs():
    return [torch.randn(1261312, 256), torch.randn(1261312, 256)]


def get_init_inputs():
    return []
