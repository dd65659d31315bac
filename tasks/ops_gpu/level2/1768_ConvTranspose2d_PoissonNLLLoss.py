"""ConvTranspose2d -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 2426, torch#2, dim 0 x517)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=16)
        self.poissonnllloss_1 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.convtranspose2d_0(x)
        x = self.poissonnllloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(8272, 32, 16, 16), torch.randn(8272, 16, 18, 18)]


def get_init_inputs():
    return []
