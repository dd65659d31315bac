"""torch.addcmul -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 3934, transformers#2, dim 0 x1961)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.addcmul -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x, x1, x2):
        x = torch.addcmul(x, x1, x2)
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(15688, 16, 32, 32), torch.randn(15688, 16, 32, 32), torch.randn(15688, 16, 32, 32)]


def get_init_inputs():
    return []
