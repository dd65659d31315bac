"""torch.sinc -> GLU: synthesised by warpgym synth (seed 7, index 6773, torch#2, dim 0 x5012)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = torch.sinc(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(20048, 32, 32, 32)]


def get_init_inputs():
    return []
