import torch
import torch.nn as nn

import cpu_extension


class ModelNew(nn.Module):
    def __init__(self, input_size: int, hidden_size: int, output_size: int):
        super().__init__()
        # Same parameter names as Model so load_state_dict works; the layers are never called.
        self.fc1 = nn.Linear(input_size, hidden_size)
        self.fc2 = nn.Linear(hidden_size, hidden_size)
        self.fc3 = nn.Linear(hidden_size, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cpu_extension.mlp_forward(x, self.fc1.weight, self.fc1.bias, self.fc2.weight,
                                         self.fc2.bias, self.fc3.weight, self.fc3.bias)
