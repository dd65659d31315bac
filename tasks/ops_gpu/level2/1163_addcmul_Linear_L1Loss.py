"""torch.addcmul -> Linear -> L1Loss: synthesised by warpgym synth (seed 7, index 1589, torch#3, dim 0 x415)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcmul -> Linear -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.linear_1 = nn.Linear(in_features=1024, out_features=1024)
        self.l1loss_2 = nn.L1Loss()

    def forward(self, x, x1, x2, x3):
        x = torch.addcmul(x, x1, x2)
        x = self.linear_1(x)
        x = self.l1loss_2(x, x3)
        return x


def get_inputs():
    return [torch.randn(26560, 1024), torch.randn(26560, 1024), torch.randn(26560, 1024), torch.randn(26560, 1024)]


def get_init_inputs():
    return []
