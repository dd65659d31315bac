"""torch.kthvalue -> hf.MishActivation: synthesised by warpgym synth (seed 7, index 306, transformers#2, dim 0 x5629)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """torch.kthvalue -> hf.MishActivation"""

    def __init__(self):
        super().__init__()
        self.mishactivation_1 = MishActivation()

    def forward(self, x):
        x = torch.kthvalue(x, 2)[0]
        x = self.mishactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(90064, 32, 16, 16)]


def get_init_inputs():
    return []
