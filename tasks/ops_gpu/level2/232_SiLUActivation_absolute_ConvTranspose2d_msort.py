"""hf.SiLUActivation -> torch.absolute -> ConvTranspose2d -> torch.msort: synthesised by warpgym synth (seed 7, index 357, transformers#4, dim 0 x337)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> torch.absolute -> ConvTranspose2d -> torch.msort"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.convtranspose2d_2 = nn.ConvTranspose2d(in_channels=32, kernel_size=3, out_channels=32)

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = torch.absolute(x)
        x = self.convtranspose2d_2(x)
        x = torch.msort(x)
        return x


def get_inputs():
    return [torch.randn(1348, 32, 32, 32)]


def get_init_inputs():
    return []
