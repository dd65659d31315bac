"""torch.negative -> Softsign -> F.lp_pool2d -> PReLU: synthesised by warpgym synth (seed 7, index 1409, torch#4, dim 0 x1044)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.negative -> Softsign -> F.lp_pool2d -> PReLU"""

    def __init__(self):
        super().__init__()
        self.softsign_1 = nn.Softsign()
        self.prelu_3 = nn.PReLU()

    def forward(self, x):
        x = torch.negative(x)
        x = self.softsign_1(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.prelu_3(x)
        return x


def get_inputs():
    return [torch.randn(16704, 32, 256)]


def get_init_inputs():
    return []
