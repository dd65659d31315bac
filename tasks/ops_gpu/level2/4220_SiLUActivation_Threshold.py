"""hf.SiLUActivation -> Threshold: synthesised by warpgym synth (seed 7, index 6628, transformers#2, dim 0 x1731)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SiLUActivation


class Model(nn.Module):
    """hf.SiLUActivation -> Threshold"""

    def __init__(self):
        super().__init__()
        self.siluactivation_0 = SiLUActivation()
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = self.siluactivation_0(x)
        x = self.threshold_1(x)
        return x


def get_inputs():
    return [torch.randn(6924, 32, 32, 32)]


def get_init_inputs():
    return []
