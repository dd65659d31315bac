"""torch.cummax -> torch.deg2rad -> GELU -> RNNCell -> Mish: synthesised by warpgym synth (seed 7, index 965, torch#5, dim 0 x308)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> torch.deg2rad -> GELU -> RNNCell -> Mish"""

    def __init__(self):
        super().__init__()
        self.gelu_2 = nn.GELU()
        self.rnncell_3 = nn.RNNCell(hidden_size=256, input_size=256)
        self.mish_4 = nn.Mish()

    def forward(self, x):
        x = torch.cummax(x, -1)[0]
        x = torch.deg2rad(x)
        x = self.gelu_2(x)
        x = self.rnncell_3(x)
        x = self.mish_4(x)
        return x


def get_inputs():
    return [torch.randn(78848, 256)]


def get_init_inputs():
    return []
