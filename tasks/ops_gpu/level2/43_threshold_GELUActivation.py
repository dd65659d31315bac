"""F.threshold -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 57, transformers#2, dim 0 x2751)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """F.threshold -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(1408512, 256)]


def get_init_inputs():
    return []
