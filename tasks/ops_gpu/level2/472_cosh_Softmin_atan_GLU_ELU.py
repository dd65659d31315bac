"""torch.cosh -> Softmin -> torch.atan -> GLU -> ELU: synthesised by warpgym synth (seed 7, index 752, torch#5, dim 0 x9129)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cosh -> Softmin -> torch.atan -> GLU -> ELU"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()
        self.glu_3 = nn.GLU()
        self.elu_4 = nn.ELU()

    def forward(self, x):
        x = torch.cosh(x)
        x = self.softmin_1(x)
        x = torch.atan(x)
        x = self.glu_3(x)
        x = self.elu_4(x)
        return x


def get_inputs():
    return [torch.randn(1168512, 256)]


def get_init_inputs():
    return []
