"""hf.SiLUActivation -> Softmin: synthesised by warpgym synth (seed 7, index 4503, transformers#2, dim 0 x15735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> Softmin"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.softmin_1 = nn.Softmin()

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = self.softmin_1(x)
        return x


def get_inputs():
    return [torch.randn(2014080, 256)]


def get_init_inputs():
    return []
