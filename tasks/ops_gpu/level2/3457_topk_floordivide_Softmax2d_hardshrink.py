"""torch.topk -> torch.floor_divide -> Softmax2d -> F.hardshrink: synthesised by warpgym synth (seed 7, index 5433, torch#4, dim 0 x5654)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.topk -> torch.floor_divide -> Softmax2d -> F.hardshrink"""

    def __init__(self):
        super().__init__()
        self.softmax2d_2 = nn.Softmax2d()

    def forward(self, x, x1):
        x = torch.topk(x, 2)[0]
        x = torch.floor_divide(x, x1)
        x = self.softmax2d_2(x)
        x = F.hardshrink(x)
        return x


def get_inputs():
    return [torch.randn(45232, 64, 16, 16), torch.randn(45232, 64, 16, 2)]


def get_init_inputs():
    return []
