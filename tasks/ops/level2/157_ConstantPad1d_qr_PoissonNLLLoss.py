"""ConstantPad1d -> torch.qr -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 196, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad1d -> torch.qr -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_0 = nn.ConstantPad1d(padding=1, value=0.5)
        self.poissonnllloss_2 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = self.constantpad1d_0(x)
        x = torch.qr(x)[0]
        x = self.poissonnllloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(256, 512), torch.randn(256, 256)]


def get_init_inputs():
    return []
