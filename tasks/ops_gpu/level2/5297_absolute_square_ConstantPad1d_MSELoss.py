"""torch.absolute -> torch.square -> ConstantPad1d -> MSELoss: synthesised by warpgym synth (seed 8, index 208, torch#4, dim 0 x381)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.absolute -> torch.square -> ConstantPad1d -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_2 = nn.ConstantPad1d(padding=1, value=0.5)
        self.mseloss_3 = nn.MSELoss()

    def forward(self, x, x1):
        x = torch.absolute(x)
        x = torch.square(x)
        x = self.constantpad1d_2(x)
        x = self.mseloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(3048, 64, 16, 16), torch.randn(3048, 64, 16, 18)]


def get_init_inputs():
    return []
