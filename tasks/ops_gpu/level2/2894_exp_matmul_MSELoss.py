"""torch.exp -> torch.matmul -> MSELoss: synthesised by warpgym synth (seed 7, index 3957, torch#3, dim 0 x2644)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.exp -> torch.matmul -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.mseloss_2 = nn.MSELoss()

    def forward(self, x, x1, x2):
        x = torch.exp(x)
        x = torch.matmul(x, x1)
        x = self.mseloss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(21152, 16, 32, 32), torch.randn(21152, 16, 32, 32), torch.randn(21152, 16, 32, 32)]


def get_init_inputs():
    return []
