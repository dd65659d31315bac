"""hf.MistralRMSNorm -> torch.sinh -> Softsign: synthesised by warpgym synth (seed 7, index 5890, transformers#3, dim 0 x2505)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.sinh -> Softsign"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=256)
        self.softsign_2 = nn.Softsign()

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.sinh(x)
        x = self.softsign_2(x)
        return x


def get_inputs():
    return [torch.randn(641280, 256)]


def get_init_inputs():
    return []
