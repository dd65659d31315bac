"""MaxPool3d -> torch.diag_embed -> MSELoss: synthesised by warpgym synth (seed 7, index 3802, torch#3, dim 0 x4421)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> torch.diag_embed -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)
        self.mseloss_2 = nn.MSELoss()

    def forward(self, x, x1):
        x = self.maxpool3d_0(x)
        x = torch.diag_embed(x)
        x = self.mseloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(70736, 32, 16, 16), torch.randn(70736, 10, 5, 5, 5)]


def get_init_inputs():
    return []
