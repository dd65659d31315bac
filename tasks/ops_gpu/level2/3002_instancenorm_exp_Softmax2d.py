"""F.instance_norm -> torch.exp -> Softmax2d: synthesised by warpgym synth (seed 7, index 4746, torch#3, dim 0 x1875)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.instance_norm -> torch.exp -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.softmax2d_2 = nn.Softmax2d()

    def forward(self, x):
        x = F.instance_norm(x)
        x = torch.exp(x)
        x = self.softmax2d_2(x)
        return x


def get_inputs():
    return [torch.randn(15000, 256, 128)]


def get_init_inputs():
    return []
