"""ConvTranspose1d -> hf.QuickGELUActivation -> torch.kthvalue: synthesised by warpgym synth (seed 9, index 166, transformers#3, dim 0 x83)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """ConvTranspose1d -> hf.QuickGELUActivation -> torch.kthvalue"""

    def __init__(self):
        super().__init__()
        self.convtranspose1d_0 = nn.ConvTranspose1d(in_channels=256, kernel_size=3, out_channels=128)
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.convtranspose1d_0(x)
        x = self.quickgeluactivation_1(x)
        x = torch.kthvalue(x, 2)[0]
        return x


def get_inputs():
    return [torch.randn(664, 256, 128)]


def get_init_inputs():
    return []
