"""torch.floor -> F.softmax -> ZeroPad1d -> Tanh: synthesised by warpgym synth (seed 7, index 2088, torch#4, dim 0 x1090)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> F.softmax -> ZeroPad1d -> Tanh"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)
        self.tanh_3 = nn.Tanh()

    def forward(self, x):
        x = torch.floor(x)
        x = F.softmax(x)
        x = self.zeropad1d_2(x)
        x = self.tanh_3(x)
        return x


def get_inputs():
    return [torch.randn(69760, 1024)]


def get_init_inputs():
    return []
