"""torch.topk -> ReflectionPad1d: synthesised by warpgym synth (seed 7, index 5219, torch#2, dim 0 x27169)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.topk -> ReflectionPad1d"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)

    def forward(self, x):
        x = torch.topk(x, 2)[0]
        x = self.reflectionpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(3477632, 256)]


def get_init_inputs():
    return []
