"""hf.SiLUActivation -> F.softsign: synthesised by warpgym synth (seed 7, index 200, transformers#2, dim 0 x2320)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(18560, 16, 32, 32)]


def get_init_inputs():
    return []
