"""F.group_norm -> GLU -> Sigmoid -> ConvTranspose2d: synthesised by warpgym synth (seed 7, index 4251, torch#4, dim 0 x2275)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> GLU -> Sigmoid -> ConvTranspose2d"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()
        self.sigmoid_2 = nn.Sigmoid()
        self.convtranspose2d_3 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=16)

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.glu_1(x)
        x = self.sigmoid_2(x)
        x = self.convtranspose2d_3(x)
        return x


def get_inputs():
    return [torch.randn(9100, 32, 32, 32)]


def get_init_inputs():
    return []
