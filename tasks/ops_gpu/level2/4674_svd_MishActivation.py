"""torch.svd -> hf.MishActivation: synthesised by warpgym synth (seed 8, index 373, transformers#2, dim 0 x3923)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.svd -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = torch.svd(x)[0]
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(2008576, 256)]


def get_init_inputs():
    return []
