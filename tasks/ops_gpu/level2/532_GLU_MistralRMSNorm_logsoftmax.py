"""GLU -> hf.MistralRMSNorm -> F.log_softmax: synthesised by warpgym synth (seed 7, index 859, transformers#3, dim 0 x20492)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """GLU -> hf.MistralRMSNorm -> F.log_softmax"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=128)

    def forward(self, x):
        x = self.glu_0(x)
        x = self.mistralrmsnorm_1(x)
        x = F.log_softmax(x)
        return x


def get_inputs():
    return [torch.randn(2622976, 256)]


def get_init_inputs():
    return []
