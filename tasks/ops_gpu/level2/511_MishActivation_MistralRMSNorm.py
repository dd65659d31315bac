"""hf.MishActivation -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 817, transformers#2, dim 0 x990)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MishActivation -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=16)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(7920, 64, 16, 16)]


def get_init_inputs():
    return []
