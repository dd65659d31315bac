"""GLU -> F.native_channel_shuffle -> torch.histc: synthesised by warpgym synth (seed 7, index 2058, torch#3, dim 0 x8085)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> F.native_channel_shuffle -> torch.histc"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        x = F.native_channel_shuffle(x, 2)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(64680, 64, 16, 16)]


def get_init_inputs():
    return []
