"""GroupNorm -> RNNCell: synthesised by warpgym synth (seed 7, index 1802, torch#2, dim 0 x269)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GroupNorm -> RNNCell"""

    def __init__(self):
        super().__init__()
        self.groupnorm_0 = nn.GroupNorm(num_channels=256, num_groups=2)
        self.rnncell_1 = nn.RNNCell(hidden_size=256, input_size=256)

    def forward(self, x):
        x = self.groupnorm_0(x)
        x = self.rnncell_1(x)
        return x


def get_inputs():
    return [torch.randn(68864, 256)]


def get_init_inputs():
    return []
