"""ConvTranspose2d -> Softshrink -> torch.div -> BCEWithLogitsLoss: synthesised by warpgym synth (seed 7, index 5437, torch#4, dim 0 x107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose2d -> Softshrink -> torch.div -> BCEWithLogitsLoss"""

    def __init__(self):
        super().__init__()
        self.convtranspose2d_0 = nn.ConvTranspose2d(in_channels=16, kernel_size=3, out_channels=32)
        self.softshrink_1 = nn.Softshrink()
        self.bcewithlogitsloss_3 = nn.BCEWithLogitsLoss()

    def forward(self, x, x1, x2):
        x = self.convtranspose2d_0(x)
        x = self.softshrink_1(x)
        x = torch.div(x, x1)
        x = self.bcewithlogitsloss_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(856, 16, 32, 32), torch.randn(856, 32, 34, 34), torch.randn(856, 32, 34, 34)]


def get_init_inputs():
    return []
