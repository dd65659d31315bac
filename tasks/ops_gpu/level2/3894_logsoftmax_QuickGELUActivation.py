"""F.log_softmax -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 6132, transformers#2, dim 0 x237)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """F.log_softmax -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(7584, 128, 64)]


def get_init_inputs():
    return []
