"""F.threshold -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 2368, transformers#2, dim 0 x1327)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """F.threshold -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(679424, 256)]


def get_init_inputs():
    return []
