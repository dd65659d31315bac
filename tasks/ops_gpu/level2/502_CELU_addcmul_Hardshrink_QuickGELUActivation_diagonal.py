"""CELU -> torch.addcmul -> Hardshrink -> hf.QuickGELUActivation -> torch.diagonal: synthesised by warpgym synth (seed 7, index 804, transformers#5, dim 0 x332)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """CELU -> torch.addcmul -> Hardshrink -> hf.QuickGELUActivation -> torch.diagonal"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.hardshrink_2 = nn.Hardshrink()
        self.quickgeluactivation_3 = QuickGELUActivation()

    def forward(self, x, x1, x2):
        x = self.celu_0(x)
        x = torch.addcmul(x, x1, x2)
        x = self.hardshrink_2(x)
        x = self.quickgeluactivation_3(x)
        x = torch.diagonal(x)
        return x


def get_inputs():
    return [torch.randn(1328, 32, 32, 32), torch.randn(1328, 32, 32, 32), torch.randn(1328, 32, 32, 32)]


def get_init_inputs():
    return []
