"""F.log_softmax -> torch.floor -> ZeroPad1d -> torch.qr: synthesised by warpgym synth (seed 7, index 2517, torch#4, dim 0 x4576)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> torch.floor -> ZeroPad1d -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_2 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.log_softmax(x)
        x = torch.floor(x)
        x = self.zeropad1d_2(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(292864, 1024)]


def get_init_inputs():
    return []
