"""torch.cummax -> ConvTranspose1d -> LeakyReLU -> PReLU: synthesised by warpgym synth (seed 8, index 394, torch#4, dim 0 x20)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> ConvTranspose1d -> LeakyReLU -> PReLU"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_1 = nn.ConvTranspose1d(in_channels=32, kernel_size=3, out_channels=256)
        self.leakyrelu_2 = nn.LeakyReLU()
        self.prelu_3 = nn.PReLU()

    def forward(self, x):
        x = torch.cummax(x, -1)[0]
        x = self.convtranspose1d_1(x)
        x = self.leakyrelu_2(x)
        x = self.prelu_3(x)
        return x


def get_inputs():
    return [torch.randn(320, 32, 256)]


def get_init_inputs():
    return []
