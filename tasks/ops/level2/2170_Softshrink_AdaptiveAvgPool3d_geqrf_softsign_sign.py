"""Softshrink -> AdaptiveAvgPool3d -> torch.geqrf -> F.softsign -> torch.sign: synthesised by warpgym synth (seed 7, index 2859, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softshrink -> AdaptiveAvgPool3d -> torch.geqrf -> F.softsign -> torch.sign"""

    def __init__(self):
        super().__init__()
        self.softshrink_0 = nn.Softshrink()
        self.adaptiveavgpool3d_1 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = self.softshrink_0(x)
        x = self.adaptiveavgpool3d_1(x)
        x = torch.geqrf(x)[0]
        x = F.softsign(x)
        x = torch.sign(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
